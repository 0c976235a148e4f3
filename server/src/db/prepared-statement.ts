/** A parameter of a prepared statement, sent as text (PostgreSQL casts it as the SQL says). */
export type StatementParameter = string | number | null;

/**
 * A statement PostgreSQL parses and plans once per connection, then runs with positional
 * parameters ($1, $2, …): for the hot writes, where parsing and planning cost as much as the work.
 */
export type PreparedStatement<Row> = (parameters: readonly StatementParameter[]) => Promise<Row[]>;
