/**
 * Route option for hot answers built by a mapper from explicit object literals (never a spread
 * database row): they are sent with JSON.stringify as they are, without zod parsing them again
 * on the way out (a copy of every object, a few hundred microseconds for a page of 50 payments).
 * The route's response schema stays for the API docs and its type still checks the handler;
 * test/performance/mapped-answers.test.ts checks that each such answer holds exactly its
 * schema's fields, so nothing private can leak through.
 */
export const mappedJson = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
