import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';

/** Runs a profile save; a phone another account holds (a unique index) answers 409, not 500. */
export async function phoneConflictsAsMessage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('phoneTaken');
    }
    throw error;
  }
}
