/**
 * Attachments of claims and contact requests (issue 14; spec 000 sections 8 and 9).
 *
 * Usage, in a routes plugin:
 *   await scope.register(multipartPlugin);                 // plugins/multipart.ts, this scope only
 *   const intake = {
 *     gate: createUploadGate({ maxConcurrent: 4, maxWaiting: 200 }),
 *     rules: { fileField: 'attachments', textFields: ['claim'], tooBigCode: 'claim_files_toobig' },
 *   };
 *   scope.post(path, async (request, reply) =>
 *     receiveUpload(request, intake, async (read) => {
 *       // checks that need no body first (a session), then:
 *       const upload = await read();
 *       const claim = parsedPart('claim', schema, jsonPartOf(upload, 'claim')); // 400 otherwise
 *       // upload.files: [{ fileName, mediaType (sniffed), content }] -> store, then answer
 *     }));
 *
 * Codes: 413 claim_files_toobig / claim_files_toobig_contact (total over 5 MiB), 400
 * protest_files_number (more than 5 files), 400 mime_type_not_valid (not PNG, JPEG, GIF or PDF by
 * content), 415 unsupported_media_type (not multipart), 400 invalid_request (unexpected part),
 * 408 request_timeout (slower than the gate's pace, 16 KiB/s after 10 s, or holding its slot past
 * the gate's ceiling, 120 s), 503 service_unavailable (maxWaiting uploads already queued).
 * Hold the gate until the files are stored: it bounds the memory of concurrent uploads. The
 * intake gives the slot back on every path (upload-gate.ts, receive-upload.ts); gate.counts()
 * tells how many run and wait (the metrics' portico_upload_slots).
 * Store and read the contents with bytea.ts (byteaFrom, byteaHex): a Buffer parameter costs PGlite
 * seconds and hundreds of megabytes per 5 MiB file.
 */
export { sniffAccepted, sniffMediaType, sniffBytes, type SniffedMediaType } from './sniff.ts';
export {
  discardUnreadBody,
  readUpload,
  type Upload,
  type UploadedFile,
  type UploadRules,
  type UploadTypes,
} from './upload-reader.ts';
export {
  createUploadGate,
  type UploadCounts,
  type UploadGate,
  type UploadGateOptions,
} from './upload-gate.ts';
export { defaultUploadPace, type UploadPace } from './upload-pace.ts';
export { UploadCut } from './upload-cut.ts';
export { type MultipartParts, readWatchedParts } from './watched-read.ts';
export { jsonPartOf, parsedPart, receiveUpload, type UploadIntake } from './receive-upload.ts';
export {
  byteaFrom,
  byteaHex,
  byteaParametersOf,
  bytesOfHex,
  type ByteaParameters,
} from './bytea.ts';
