import { Link } from "react-router";
import { type ReactNode } from "react";
import { EMAIL_CHANGED_PARAM, profileSections } from "@domain/profile/my-profile";
import { pageHref } from "@domain/pages/page-routes";
import { isAgentRole } from "@domain/auth/roles";
import { BILLING_TEXTS_BY_LANG } from "@domain/billing/invoices";
import { Container } from "@web/components/ui/container";
import { PageHead } from "@web/components/page-head";
import { Skeleton, SkeletonPage } from "@web/components/ui/skeleton";
import { failureText } from "@web/lib/api-client";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { MY_PROFILE_TEXT as T } from "@domain/profile/my-profile-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMyProfile } from "../hooks/use-my-profile";
import { ProfileCard } from "./profile-card";
import { AccountSection } from "./account-section";
import { AdvertiserSection, type ColoniaFieldProps } from "./advertiser-section";
import { DeleteSection } from "./delete-section";
import { IdentitySection } from "./identity-section";
import { LicenseSection } from "./license-section";

export type { ColoniaFieldProps } from "./advertiser-section";

type Props = {
  /** The phone check by SMS (another feature), given by the route. */
  PhoneVerification: PhoneVerificationSlot;
  /** The place autocomplete (another feature), given by the route. */
  ColoniaField: (props: ColoniaFieldProps) => ReactNode;
  /** "Datos de facturación" (another feature), given by the route; agents and agencies only. */
  billingData?: ReactNode;
  /** The page's query string (a confirmed e-mail change lands here with ?correo=cambiado). */
  search: URLSearchParams;
};

/** "Mi perfil": each role sees the parts that apply to it (domain/profile/my-profile.ts). */
export function MyProfilePage({ PhoneVerification, ColoniaField, billingData, search }: Props) {
  const lang = useLang();
  const profile = useMyProfile();
  if (profile.isError)
    return (
      <Container className="py-16 text-center">
        <p role="alert" className="text-slate-700">
          {failureText(profile.error)}
        </p>
      </Container>
    );
  if (!profile.data)
    return (
      <SkeletonPage label={T.loading[lang]} className="py-10">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="mt-6 h-40 w-full" />
        <Skeleton className="mt-6 h-64 w-full" />
      </SkeletonPage>
    );

  const p = profile.data;
  const sections = profileSections(p.role);
  return (
    <Container className="max-w-3xl pt-6 pb-16 sm:pt-10">
      <PageHead title={T.pageTitle[lang]} noindex />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{T.title[lang]}</h1>
        {sections.includes("pagina") && p.slug && (
          <Link to={pageHref.agent(p.slug)} className="min-h-11 content-center text-sm font-semibold text-primary-700 hover:underline">
            {T.publicPage[lang]}
          </Link>
        )}
      </div>
      {search.get(EMAIL_CHANGED_PARAM) && (
        <p role="status" className="mt-4 rounded-lg bg-primary-50 p-3 text-sm text-primary-900">
          {T.emailChanged[lang](p.email)}
        </p>
      )}
      <div className="mt-6 space-y-6">
        <IdentitySection key={`id-${p.name}`} profile={p} />
        {sections.includes("contacto") && (
          // Not keyed by the numbers: verifying one changes the saved phone, and the section keeps
          // what is being typed (and the verification's "Listo") through that refresh.
          <AdvertiserSection profile={p} PhoneVerification={PhoneVerification} ColoniaField={ColoniaField} />
        )}
        {sections.includes("cedula") && <LicenseSection key={p.license.status} profile={p} />}
        {billingData && isAgentRole(p.role) && (
          <ProfileCard title={BILLING_TEXTS_BY_LANG[lang].title} description={BILLING_TEXTS_BY_LANG[lang].description}>
            {billingData}
          </ProfileCard>
        )}
        <AccountSection profile={p} />
        <DeleteSection profile={p} />
      </div>
    </Container>
  );
}
