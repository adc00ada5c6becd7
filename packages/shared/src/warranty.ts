// The warranty a completed project carries. The customer reads it on each quotation before the
// pick, as one of the terms they choose by; the server's WARRANTY_DAYS setting, once the warranty
// is kept on the record, defaults to the same number.

/** Days of warranty from the project's completion, unless the company sets another number. */
export const defaultWarrantyDays = 90;
