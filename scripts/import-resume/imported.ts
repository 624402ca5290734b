/** A content value made from a JSON Resume, with what the owner still has to do about it. */
export interface Imported<Value> {
  value: Value;
  /** Checklist lines, each starting with the content file it concerns. */
  todo: string[];
}
