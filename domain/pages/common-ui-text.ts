import { bilingual } from "../i18n/bilingual";

// The words of the app's shared pieces: dialogs, fields, the page guard, the error page, the
// loading bar and the toasts' region.
export const COMMON_UI_TEXT = bilingual({
  cancel: { es: "Cancelar", en: "Cancel" },
  showPassword: { es: "Mostrar contraseña", en: "Show password" },
  hidePassword: { es: "Ocultar contraseña", en: "Hide password" },
  loading: { es: "Cargando…", en: "Loading…" },
  checkingSession: { es: "Comprobando tu sesión…", en: "Checking your session…" },
  loadingPage: { es: "Cargando página", en: "Loading page" },
  toasts: { es: "Avisos", en: "Notifications" },
  closeToast: { es: "Cerrar aviso", en: "Close notification" },
  errorPageTitle: { es: "Algo salió mal · Hogaria", en: "Something went wrong · Hogaria" },
  errorTitle: { es: "Algo salió mal", en: "Something went wrong" },
  errorText: {
    es: "No pudimos mostrar esta página. Recarga para intentarlo de nuevo o vuelve al inicio.",
    en: "We could not show this page. Reload to try again or go back home.",
  },
  reload: { es: "Recargar", en: "Reload" },
  backHome: { es: "Volver al inicio", en: "Back to home" },
  placeholderNote: {
    es: "Estamos preparando esta sección. Mientras tanto, puedes buscar tu próximo hogar.",
    en: "We are preparing this section. Meanwhile, you can look for your next home.",
  },
  goToSearch: { es: "Ir a la búsqueda", en: "Go to search" },
});
