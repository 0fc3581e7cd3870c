// A Mexican mobile number proved with a 6-digit SMS code. Pages that need a verified
// phone (publishing, the profile, the agency's sign-up) receive this component from their
// route as a slot.
export { PhoneVerification, type PhoneVerificationProps } from "./components/phone-verification";
