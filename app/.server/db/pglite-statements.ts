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
    const { messages } = await pg.execProtocol(
      Buffer.concat([protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), rowDescription: messages.find((message) => message.name === "rowDescription") };
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

