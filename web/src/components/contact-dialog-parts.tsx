import { CONTACT_FORM_TEXTS } from "@domain/contact/contact-form-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { pagePath } from "@domain/pages/page-routes";
// The parts of a dialog that sends a person's contact details that need no dialog library:
// the app's Radix dialogs (contact-dialog.tsx) and the page's native ones (ui/native-dialog.tsx)
// both use them.
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import type { LucideIcon } from "lucide-react";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";

/** The dialog's icon in a circle beside its title and description (each given as its element). */
export function ContactHeaderLayout({ icon: Icon, title, description }: { icon: LucideIcon; title: ReactNode; description: ReactNode }) {
  return (
    <div className="flex items-start gap-4 pr-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        {title}
        {description}
      </div>
    </div>
  );
}

/** 'Nombre': the person's name, as they want to be addressed. */
export function ContactNameField({ error, input }: { error: string | undefined; input: ComponentProps<"input"> }) {
  const t = CONTACT_FORM_TEXTS[useLang()];
  return (
    <FormField label={t.name} error={error}>
      {(field) => <Input {...field} {...input} autoComplete="name" autoCapitalize="words" enterKeyHint="next" placeholder={t.namePlaceholder} />}
    </FormField>
  );
}

/** Under the form: what the details are used for, then a link to the privacy notice (which closes the dialog). */
export function PrivacyNote({ onNavigate, children }: { onNavigate: () => void; children: ReactNode }) {
  const t = CONTACT_FORM_TEXTS[useLang()];
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      {children} {t.privacyLinkBefore}{" "}
      <Link
        to={pagePath.privacidad}
        onClick={onNavigate}
        className="font-semibold whitespace-nowrap text-primary-700 underline underline-offset-4 hover:text-primary-900"
      >
        {t.privacyLink}
      </Link>
      .
    </p>
  );
}
