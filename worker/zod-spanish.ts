import * as z from "zod";
import { es } from "zod/locales";

// Every schema states its own Spanish messages for what a person fills in; for the rest (a
// path id too long, a body that is not an object, a repeated query parameter) zod's
// default messages come in Spanish too, so no library English reaches a user.
z.config(es());
