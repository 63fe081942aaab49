export { buildScanReport, toPublicReport } from './build-report';
export { successRate } from './success-rate';
export { classifyChange } from './vulnerabilities';
export { itemStatus } from './framework-views';
export type { ExampleProbe, PluginTally, ReportCell, ReportInput } from './types';
