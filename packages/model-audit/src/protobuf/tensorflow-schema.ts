/**
 * The parts of tensorflow/core/protobuf/saved_model.proto, meta_graph.proto,
 * framework/graph.proto, node_def.proto, function.proto, op_def.proto and attr_value.proto,
 * and Keras's saved_metadata.proto, that the SavedModel scanner reads, as .proto text (field
 * numbers as published; fields left out are skipped on the wire).
 */
export const TENSORFLOW_PROTO = `
syntax = "proto3";
package tensorflow;

message SavedModel {
  int64 saved_model_schema_version = 1;
  repeated MetaGraphDef meta_graphs = 2;
}

message MetaGraphDef {
  GraphDef graph_def = 2;
}

message GraphDef {
  repeated NodeDef node = 1;
  FunctionDefLibrary library = 2;
}

message NodeDef {
  string name = 1;
  string op = 2;
  repeated string input = 3;
  string device = 4;
  map<string, AttrValue> attr = 5;
}

message AttrValue {
  message ListValue {
    repeated bytes s = 2;
  }
  ListValue list = 1;
  bytes s = 2;
  int64 i = 3;
  bool b = 5;
  string placeholder = 9;
}

message FunctionDefLibrary {
  repeated FunctionDef function = 1;
}

message FunctionDef {
  OpDef signature = 1;
  repeated NodeDef node_def = 3;
}

message OpDef {
  string name = 1;
}
`;

export const KERAS_METADATA_PROTO = `
syntax = "proto3";
package keras;

message SavedMetadata {
  repeated SavedObject nodes = 1;
}

message SavedObject {
  int32 node_id = 2;
  string node_path = 3;
  string identifier = 4;
  string metadata = 5;
}
`;
