import pg from 'pg';

/** Where the benches find PostgreSQL when DATABASE_URL is not set: the local server, trust auth. */
export const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  // CREATE/DROP DATABASE cannot run inside the database itself: talk to the maintenance one.
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  // A lost connection fails the task's query; without a listener it would end the process first.
  client.on('error', () => {});
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Drops the bench database if a previous run left it, creates it empty, and answers its URL. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  const quoted = pg.escapeIdentifier(name);
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  });
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}
