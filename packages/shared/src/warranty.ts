// The warranty a completed project carries. The customer reads it on each quotation before the
// pick, as one of the terms they choose by; the server's WARRANTY_DAYS setting defaults to the
// same number, and completion keeps the warranty's last day on the project.

/** Days of warranty from the project's completion, unless the company sets another number. */
export const defaultWarrantyDays = 90;
