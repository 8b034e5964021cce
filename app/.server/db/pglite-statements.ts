import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/** Names unique in this process: two clients may share one PGlite session (tests hand one in). */
let statementCount = 0;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Statement = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

/**
 * The query's results as PGlite's `query` gives them, parsed by the query's own parsers where it has
 * them (Drizzle's: dates and intervals as strings) and by PGlite's table for every other type.
 *
 * PGlite's parseResults copies its whole table (346 types, each array type its own) into a new object
 * whenever the query brings parsers of its own, as Drizzle's every query does: 0.11 ms of CPU a query,
 * half of a catalogue read's cost (docs/performance.md, seventeenth pass). Here the query's parsers sit
 * on an object whose prototype is PGlite's table, so a type they do not name is looked up in PGlite's
 * own, as it stands, and nothing is copied.
 */
function results<T>(pg: PGlite, messages: BackendMessage[], options: QueryOptions | undefined): Results<T> {
  const own = options?.parsers;
  const parsers = own ? Object.assign(Object.create(pg.parsers) as typeof pg.parsers, own) : pg.parsers;
  return parse.parseResults(messages, parsers, own ? { ...options, parsers: undefined } : options)[0] as Results<T>;
}

/** Parameters written as PGlite's `query` writes them: by the type the statement expects. */
function values(pg: PGlite, params: unknown[], paramTypes: number[], options: QueryOptions | undefined) {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = paramTypes[index]!;
    const serialize = options?.serializers?.[type] ?? pg.serializers[type];
    return serialize ? serialize(value) : String(value);
  });
}

/**
 * Parses `text` as the statement `name` (the unnamed one without it) and asks what it takes and
 * gives: its parameters' types and its rows' description (none for a statement without rows).
 */
async function describeStatement(pg: PGlite, text: string, options: QueryOptions | undefined, { name, syncToFs }: { name?: string; syncToFs: boolean }) {
  const { messages } = await pg.execProtocol(
    Buffer.concat([protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]),
    { syncToFs },
  );
  return { paramTypes: parse.parseDescribeStatementResults(messages), rowDescription: messages.find((message) => message.name === "rowDescription") };
}

/** As PGlite's `query` does it: whole, between other queries and outside any open transaction. */
function exclusive<T>(pg: PGlite, run: () => Promise<T>) {
  return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run));
}

/**
 * A PGlite client for Drizzle whose queries are named statements of PGlite's session, parsed once
 * (and planned once where PostgreSQL settles on a generic plan: the catalogue version and the product
 * by slug do; related products keeps a plan of its own for each category). PGlite's own `query` sends
 * each query as six protocol steps (parse, describe, bind, describe, execute, sync), each a trip into
 * WebAssembly, and parses and plans its SQL every time. For the catalogue's few reads that every
 * uncached page makes that was 2.4 ms of a render's CPU, against 0.9 ms as one
 * bind-describe-execute-sync of a statement parsed once (docs/performance.md, eleventh pass).
 * PostgreSQL's driver already keeps such statements per connection (`prepared.ts`). The rows'
 * description (names and types) is asked for once, when the statement is parsed, and put before
 * each run's rows; asking again on every run cost up to a sixth of a read (four whole product rows).
 *
 * Every distinct SQL text stays a statement for the session's life, so only the fixed statements of
 * `prepared()` go through here, never SQL built per request. A statement is not prepared again: like
 * node-postgres's named statements, it would fail after a change of its tables' column types or a
 * DEALLOCATE, neither of which happens while the server runs (migrations run before the first read).
 */
export function namedStatementClient(pg: PGlite) {
  const statements = new Map<string, Statement>();
  async function statementFor(text: string, options?: QueryOptions): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `haat_${++statementCount}`;
    const statement = { name, ...(await describeStatement(pg, text, options, { name, syncToFs: true })) };
    statements.set(text, statement);
    return statement;
  }

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      return exclusive(pg, async () => {
        // As `query` does: a read queued behind close() is told so.
        await pg._checkReady();
        const { name, paramTypes, rowDescription } = await statementFor(text, options);
        const { messages } = await pg.execProtocol(
          Buffer.concat([
            protocol.serialize.bind({ statement: name, values: values(pg, params, paramTypes, options) }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        return results<T>(pg, rowDescription ? [rowDescription, ...messages] : messages, options);
      });
    },
  };
}

/** How many SQL texts the unnamed-statement client remembers the parameter types of (then it starts again). */
const MAX_DESCRIBED_TEXTS = 2000;
/** A statement that may change a table's or a type's shape: what was learnt of other statements is forgotten. */
const SHAPE_CHANGE = /^(CREATE|ALTER|DROP) /;

/**
 * A PGlite client for Drizzle's other queries (SQL built per request, transactions): each query is
 * PGlite's unnamed statement, as with PGlite's own `query`, but sent in one trip into WebAssembly
 * (parse, bind, describe, execute, sync) once its parameter types are known from an earlier run of the
 * same text, and in two the first time (parse and describe; then the rest). PGlite's `query` makes six
 * trips for every query and copies its parser table for Drizzle's (`results`).
 *
 * Parameter types are remembered per SQL text (Drizzle writes every value as a placeholder, so a text
 * is a query's shape, not its values), at most MAX_DESCRIBED_TEXTS of them. A statement that creates,
 * alters or drops something through this client forgets them all, and so does `forget()`, which the
 * handle calls after migrating (the migrator has a client of its own). The rows' description is asked
 * for on every run: an unnamed statement is parsed again each time, and its columns follow the tables.
 */
export function unnamedStatementClient(pg: PGlite) {
  const paramTypesOf = new Map<string, number[]>();

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const afterParse = (paramTypes: number[]) => [
      protocol.serialize.bind({ values: values(pg, params, paramTypes, options) }),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    // PGlite's own `query` writes its files out after a query only outside a transaction.
    const sent = { syncToFs: !inTransaction };
    const known = options?.paramTypes ? undefined : paramTypesOf.get(text);
    let messages: BackendMessage[];
    if (known) {
      // Known only for a query that names no types of its own (below), so the server infers them again, the same.
      ({ messages } = await pg.execProtocol(Buffer.concat([protocol.serialize.parse({ text }), ...afterParse(known)]), sent));
    } else {
      const { paramTypes } = await describeStatement(pg, text, options, { syncToFs: false });
      ({ messages } = await pg.execProtocol(Buffer.concat(afterParse(paramTypes)), sent));
      if (!options?.paramTypes) {
        if (paramTypesOf.size >= MAX_DESCRIBED_TEXTS) paramTypesOf.clear();
        paramTypesOf.set(text, paramTypes);
      }
    }
    if (messages.some((message) => message.name === "commandComplete" && SHAPE_CHANGE.test((message as { text?: string }).text ?? ""))) paramTypesOf.clear();
    return results<T>(pg, messages, options);
  }

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      return exclusive(pg, async () => {
        await pg._checkReady();
        return run<T>(text, params, options, false);
      });
    },
    /** PGlite's transaction, its queries sent as `query` sends them (Drizzle asks only for `query` of it). */
    transaction<T>(work: (tx: { query: <R>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<R>> }) => Promise<T>): Promise<T> {
      return pg.transaction((tx) =>
        work({
          query<R>(text: string, params: unknown[] = [], options?: QueryOptions) {
            if (tx.closed) return Promise.reject(new Error("Transaction is closed"));
            return pg._runExclusiveQuery(() => run<R>(text, params, options, true));
          },
        }),
      );
    },
    /** Forgets every parameter type learnt (after a migration changed the tables). */
    forget() {
      paramTypesOf.clear();
    },
  };
}
