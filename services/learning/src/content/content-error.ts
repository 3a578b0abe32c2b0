/** Content that cannot be loaded or whose references do not resolve; the message names the file or key. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}
