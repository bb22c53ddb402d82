import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type OperationNode,
  type TransactionSettings,
} from 'kysely';

/**
 * Tables no cached public response reads: writing them (a login, a page view, an enquiry, an order)
 * changes nothing a visitor is shown. A write to any other table is a change.
 */
const PRIVATE_TABLES = new Set([
  'sessions',
  'visits',
  'password_reset_tokens',
  'payments',
  'payment_events',
  'contact_queries',
  'student_registrations',
  'enquiry_notes',
  'notifications',
  'notification_consents',
  'notification_templates',
]);

type Listener = () => void;
const listenersOf = new WeakMap<object, Set<Listener>>();

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (node && TableNode.is(node)) return node.table.identifier.name;
  if (node && AliasNode.is(node)) return tableName(node.node);
  return undefined;
};

const isPrivate = (node: OperationNode | undefined) => PRIVATE_TABLES.has(tableName(node) ?? '');

/** Whether the statement may change what a visitor is shown. */
function changesPublicData({ query, sql }: CompiledQuery): boolean {
  if (SelectQueryNode.is(query)) return false;
  if (RawNode.is(query)) return !/^\s*(select|explain|with)\b/i.test(sql);
  if (InsertQueryNode.is(query)) return !isPrivate(query.into);
  if (UpdateQueryNode.is(query)) return !isPrivate(query.table);
  if (DeleteQueryNode.is(query)) return !query.from.froms.every(isPrivate);
  return true;
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  changed = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly notify: Listener,
  ) {}

  async executeQuery<R>(query: CompiledQuery) {
    const result = await this.inner.executeQuery<R>(query);
    if (changesPublicData(query)) {
      if (this.inTransaction) this.changed = true;
      else this.notify();
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** A driver telling of changes once they are committed: after the statement, or its commit. */
class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly notify: Listener,
  ) {}
  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  acquireConnection = async () =>
    new WatchedConnection(await this.inner.acquireConnection(), this.notify);
  releaseConnection = (c: DatabaseConnection) =>
    this.inner.releaseConnection((c as WatchedConnection).inner);
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction((c as WatchedConnection).inner, settings);
    Object.assign(c, { inTransaction: true, changed: false });
  }
  async commitTransaction(c: DatabaseConnection) {
    const connection = c as WatchedConnection;
    await this.inner.commitTransaction(connection.inner);
    connection.inTransaction = false;
    if (connection.changed) this.notify();
  }
  async rollbackTransaction(c: DatabaseConnection) {
    const connection = c as WatchedConnection;
    connection.inTransaction = false;
    await this.inner.rollbackTransaction(connection.inner);
  }
}

/**
 * The dialect with its writes watched, and a function that makes `db` (built on that dialect)
 * the one whose changes `onDataChange` reports.
 */
export function watchWrites(dialect: Dialect) {
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  const watched: Dialect = {
    createDriver: () => new WatchedDriver(dialect.createDriver(), notify),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
  return {
    dialect: watched,
    register: <DB>(db: Kysely<DB>) => void listenersOf.set(db, listeners),
  };
}

/**
 * Calls `listener` after every committed write that may change a cached public response (a transaction
 * tells once, at its commit). Returns the function that stops it.
 */
export function onDataChange<DB>(db: Kysely<DB>, listener: Listener): () => void {
  const listeners = listenersOf.get(db);
  if (!listeners) throw new Error('the database was not opened by openDatabase');
  listeners.add(listener);
  return () => listeners.delete(listener);
}
