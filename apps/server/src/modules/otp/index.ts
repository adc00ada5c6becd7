// What other modules may use of `otp`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { consumeVerification } from './otp-service';
