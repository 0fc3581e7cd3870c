// How often one phone number may ask to be called or leave a message: the call requests and
// the messages to an agent share this limit (counted in the database, per number).
export const PER_PHONE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };
