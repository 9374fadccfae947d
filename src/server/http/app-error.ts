export type FieldErrors = Record<string, string>;

/** The one error type services and routes throw; the error handler maps it to `{ message }` once. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = "AppError";
  }
}
