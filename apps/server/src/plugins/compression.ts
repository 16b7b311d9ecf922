import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Brotli quality for answers compressed per request. Measured on a 100 KB journeys JSON: quality 4
 * takes ~0.5 ms of CPU for 4.1 KB, 5 ~0.7 ms for 3.2 KB, 6 ~0.8 ms; a 1 KB answer costs ~55 µs at
 * any of them. A few hundred bytes are not worth 50 % more CPU per request; the static files get
 * quality 11 once, at build time.
 */
export const onTheFlyBrotliQuality = 4;

/**
 * Text that shrinks: HTML, CSS, JavaScript, JSON, XML, SVG, CSV... `text/event-stream` is left
 * alone, since a compressor would hold its events back. @fastify/compress also asks mime-db for
 * types this misses; mime-db marks images, fonts, PDFs and archives, already compressed, as not
 * compressible.
 */
const compressibleTypes = /^text\/(?!event-stream)|[/+](?:json|xml|javascript)(?:;|$)/;

/**
 * A file stream shorter than the threshold (and a 304, which carries no body) is read into a
 * buffer here, so @fastify/compress applies its threshold as it does to any other small answer:
 * it compresses every stream, whatever its length.
 */
function smallStreamsAsBuffers(
  _request: unknown,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  // Synchronous for everything but a stream to read (an async hook would cost every answer a
  // promise and a microtask turn).
  if (!(payload instanceof Readable) || reply.hasHeader('content-encoding')) {
    return done(null, payload);
  }
  const length = Number(reply.getHeader('content-length'));
  const small = Number.isInteger(length) && length < compressionThresholdBytes;
  if (reply.statusCode !== 304 && !small) return done(null, payload);
  buffer(payload).then(
    (read) => done(null, read),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * Compresses answers on the fly, Brotli or gzip as the client accepts (br first): API JSON,
 * server-rendered pages (streams too), error envelopes, static files that have no precompressed
 * `.br`/`.gz` beside them. An answer that already has a Content-Encoding (the web build's
 * precompressed files) is left as it is. Request bodies are not decompressed (none is sent
 * compressed; accepting it would only let a small body expand past the body limit).
 */
const compression: FastifyPluginAsync = async (app) => {
  // A root hook runs before the routes' own onSend hooks, where @fastify/compress sits.
  app.addHook('onSend', smallStreamsAsBuffers);
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    customTypes: compressibleTypes,
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: onTheFlyBrotliQuality,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
};

export default fp(compression, { name: 'compression', fastify: '5.x' });
