export * from './audit';
export * from './license';
export * from './memberships';
export * from './organizations';
export * from './teams';
export * from './users';
export * from './targets';
export * from './scans';
