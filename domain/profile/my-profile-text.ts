import { bilingual } from "../i18n/bilingual";

// What "Mi perfil" says (its messages are PROFILE_MESSAGES, in my-profile.ts).
export const MY_PROFILE_TEXT = bilingual({
  pageTitle: { es: "Mi perfil · Hogaria", en: "My profile · Hogaria" },
  title: { es: "Mi perfil", en: "My profile" },
  loading: { es: "Cargando tu perfil", en: "Loading your profile" },
  publicPage: { es: "Ver mi página pública", en: "See my public page" },
  emailChanged: { es: (email: string) => `Listo: tu correo ahora es ${email}.`, en: (email: string) => `Done: your e-mail is now ${email}.` },
  // Nombre y foto.
  identityTitle: { es: "Nombre y foto", en: "Name and photo" },
  memberSince: {
    es: (role: string, date: string) => `${role} · en Hogaria desde el ${date}`,
    en: (role: string, date: string) => `${role} · on Hogaria since ${date}`,
  },
  changePhoto: { es: "Cambiar foto", en: "Change photo" },
  uploadPhoto: { es: "Subir foto", en: "Upload photo" },
  photoHelp: { es: (mb: number) => `JPG, PNG o WebP, hasta ${mb} MB.`, en: (mb: number) => `JPG, PNG or WebP, up to ${mb} MB.` },
  choosePhoto: { es: "Elegir foto", en: "Choose photo" },
  name: { es: "Nombre", en: "Name" },
  saveName: { es: "Guardar nombre", en: "Save name" },
  // Correo y contraseña.
  accountTitle: { es: "Correo y contraseña", en: "E-mail and password" },
  yourEmail: { es: "Tu correo:", en: "Your e-mail:" },
  newEmail: { es: "Nuevo correo", en: "New e-mail" },
  changeEmail: { es: "Cambiar correo", en: "Change e-mail" },
  currentPassword: { es: "Contraseña actual", en: "Current password" },
  newPassword: { es: "Nueva contraseña", en: "New password" },
  changePassword: { es: "Cambiar contraseña", en: "Change password" },
  // Borrar tu cuenta.
  deleteTitle: { es: "Borrar tu cuenta", en: "Delete your account" },
  deleteIntro: { es: "Antes de confirmar, esto es lo que pasa:", en: "Before you confirm, this is what happens:" },
  deleteButton: { es: "Borrar mi cuenta", en: "Delete my account" },
  deleteQuestion: { es: "¿Borrar tu cuenta?", en: "Delete your account?" },
  deleteWarning: {
    es: "Tu cuenta y lo que se indica arriba se borran. No se puede deshacer.",
    en: "Your account and everything listed above are deleted. This cannot be undone.",
  },
  yourPassword: { es: "Tu contraseña", en: "Your password" },
  typeWord: { es: (word: string) => `Escribe ${word}`, en: (word: string) => `Type ${word}` },
});
