import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * File contents in and out of bytea columns as hex text, converted by Node's native hex codec and
 * by PostgreSQL (decode/encode). Passing a Buffer as a bytea parameter makes PGlite serialize it
 * byte by byte through a JavaScript array of strings: for a 5 MiB file, seconds of CPU and
 * hundreds of megabytes of garbage (measured by bench/claims.ts); reading one back costs the
 * same. As text, a file costs one string of twice its size, on both PGlite and PostgreSQL.
 */

/**
 * How a driver takes bytea parameters best: node-postgres sends a Buffer as a binary parameter
 * (the bytes as they are: no copy twice the size), PGlite wants hex text (above).
 */
export type ByteaParameters = 'binary' | 'hex';

export function byteaParametersOf(driver: 'pglite' | 'postgres'): ByteaParameters {
  return driver === 'postgres' ? 'binary' : 'hex';
}

/** The value to insert into a bytea column: `values({ content: byteaFrom(buffer, mode) })`. */
export function byteaFrom(content: Buffer, mode: ByteaParameters = 'hex'): SQL | Buffer {
  return mode === 'binary' ? content : sql`decode(${content.toString('hex')}, 'hex')`;
}

/** The column as hex text, for a select: `{ contentHex: byteaHex(table.content) }`. */
export function byteaHex(column: AnyColumn): SQL<string> {
  return sql<string>`encode(${column}, 'hex')`;
}

/** The bytes of byteaHex's answer. */
export function bytesOfHex(hex: string): Buffer {
  return Buffer.from(hex, 'hex');
}
