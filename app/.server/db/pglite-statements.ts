import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/** Names unique in this process: two clients may share one PGlite session (tests hand one in). */
let statementCount = 0;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Statement = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };
type Parsers = Parameters<typeof parse.parseResults>[1];
type ResultOptions = { parsers: Parsers; options: QueryOptions | undefined };

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
  // PGlite's parseResults copies its whole parser table (346 types, each array type its own) into a
  // new object whenever the query brings parsers of its own, which Drizzle does on every query (its
  // dates as strings): 0.11 ms of CPU a query, half of a catalogue read's cost (docs/performance.md,
  // seventeenth pass). Drizzle hands each prepared query one options object for its life, so the
  // merged table is made once per options object and parseResults is given it as its own table.
  // PGlite adds to its table in place only when it learns array types: at start, before any query
  // is answered, and in refreshArrayTypes, which nothing here calls. A table replaced is merged again.
  const merged = new WeakMap<QueryOptions, ResultOptions & { from: Parsers }>();
  function resultOptions(options?: QueryOptions): ResultOptions {
    if (!options?.parsers) return { parsers: pg.parsers, options };
    const known = merged.get(options);
    if (known?.from === pg.parsers) return known;
    const made = { from: pg.parsers, parsers: { ...pg.parsers, ...options.parsers }, options: { ...options, parsers: undefined } };
    merged.set(options, made);
    return made;
  }

  /** As PGlite's `query` does it: whole, between other queries and outside any open transaction. */
  const exclusive = <T>(run: () => Promise<T>) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run));

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
      return exclusive(async () => {
        // As `query` does: a read queued behind close() is told so.
        await pg._checkReady();
        const { name, paramTypes, rowDescription } = await statementFor(text, options);
        // Parameters are written as PGlite's `query` writes them: by the type the statement expects.
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = paramTypes[index]!;
          const serialize = options?.serializers?.[type] ?? pg.serializers[type];
          return serialize ? serialize(value) : String(value);
        });
        const { messages } = await pg.execProtocol(
          Buffer.concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        const { parsers, options: rest } = resultOptions(options);
        return parse.parseResults(rowDescription ? [rowDescription, ...messages] : messages, parsers, rest)[0] as Results<T>;
      });
    },
  };
}
