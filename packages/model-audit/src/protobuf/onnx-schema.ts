/**
 * The part of onnx/onnx.proto the ONNX scanner reads, as .proto text (field numbers as
 * published; fields left out are skipped on the wire). Proto3 syntax: the wire format is the
 * same as the proto2 original.
 */
export const ONNX_PROTO = `
syntax = "proto3";
package onnx;

message StringStringEntryProto {
  string key = 1;
  string value = 2;
}

message OperatorSetIdProto {
  string domain = 1;
  int64 version = 2;
}

message AttributeProto {
  string name = 1;
  TensorProto t = 5;
  GraphProto g = 6;
  SparseTensorProto sparse_tensor = 22;
  repeated TensorProto tensors = 10;
  repeated GraphProto graphs = 11;
  repeated SparseTensorProto sparse_tensors = 23;
}

message NodeProto {
  repeated string input = 1;
  repeated string output = 2;
  string name = 3;
  string op_type = 4;
  string domain = 7;
  repeated AttributeProto attribute = 5;
  string doc_string = 6;
}

message TensorProto {
  enum DataLocation {
    DEFAULT = 0;
    EXTERNAL = 1;
  }
  repeated int64 dims = 1;
  int32 data_type = 2;
  string name = 8;
  string doc_string = 12;
  bytes raw_data = 9;
  repeated StringStringEntryProto external_data = 13;
  DataLocation data_location = 14;
}

message SparseTensorProto {
  TensorProto values = 1;
  TensorProto indices = 2;
  repeated int64 dims = 3;
}

message GraphProto {
  repeated NodeProto node = 1;
  string name = 2;
  repeated TensorProto initializer = 5;
  repeated SparseTensorProto sparse_initializer = 15;
  string doc_string = 10;
}

message TrainingInfoProto {
  GraphProto initialization = 1;
  GraphProto algorithm = 2;
}

message FunctionProto {
  string name = 1;
  repeated NodeProto node = 7;
  string doc_string = 8;
  repeated OperatorSetIdProto opset_import = 9;
  string domain = 10;
}

message ModelProto {
  int64 ir_version = 1;
  repeated OperatorSetIdProto opset_import = 8;
  string producer_name = 2;
  string producer_version = 3;
  string domain = 4;
  int64 model_version = 5;
  string doc_string = 6;
  GraphProto graph = 7;
  repeated StringStringEntryProto metadata_props = 14;
  repeated TrainingInfoProto training_info = 20;
  repeated FunctionProto functions = 25;
}
`;
