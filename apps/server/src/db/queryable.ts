import type { Database } from './database.ts';

/**
 * A database or the transaction a service opened on it: repositories take either. Apart from any
 * module's repository, so that repositories of two modules never import each other for it.
 */
export type Queryable = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;
