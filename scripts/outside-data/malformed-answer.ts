/** An answer that arrived but is not what was asked for: the build keeps the last good one instead. */
export class MalformedAnswer extends Error {
  override name = 'MalformedAnswer';
}
