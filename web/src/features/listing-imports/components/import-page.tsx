import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { ChevronLeft } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import { PageHead } from "@web/components/page-head";
import { buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { useAuth } from "@web/lib/auth/auth-context";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { canImport } from "@domain/listing-imports/import-allowance";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useText } from "@web/lib/i18n/lang-context";
import { useListingImport } from "../hooks/use-listing-import";
import { importAllowanceKey, PhotoCapLine, useImportAllowance, VerifyToImport } from "./import-allowance-notice";
import { ImportSteps } from "./import-steps";
import { MappingStep } from "./mapping-step";
import { PreviewStep } from "./preview-step";
import { ReportStep } from "./report-step";
import { UploadStep } from "./upload-step";
import { pagePath } from "@domain/pages/page-routes";

/**
 * /import-properties: an agent's or agency's listings from a file, in four steps. Only an
 * account with a confirmed e-mail and a verified phone imports (its route hands in the
 * phone verification, a feature of its own).
 */
export function ImportPage({ PhoneVerification }: { PhoneVerification: PhoneVerificationSlot }) {
  const { user } = useAuth();
  if (user && !isAgentRole(user.role)) return <AgentsOnly />;
  return <ImportFlow userId={user?.id ?? null} PhoneVerification={PhoneVerification} />;
}

function ImportFlow({ userId, PhoneVerification }: { userId: string | null; PhoneVerification: PhoneVerificationSlot }) {
  const imp = useListingImport();
  const allowance = useImportAllowance(userId);
  const queryClient = useQueryClient();
  // The rows sent took today's photo fetches: the line above says what is left.
  useEffect(() => {
    if (imp.step === "report") void queryClient.invalidateQueries({ queryKey: importAllowanceKey(userId) });
  }, [imp.step, queryClient, userId]);
  const blocked = allowance.data && userId && !canImport(allowance.data);
  const t = useText();
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <PageHead title={t(T.pageTitle)} noindex />
      <Link to={pagePath.dashboard} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700 hover:underline">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t(T.back)}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900 sm:text-3xl">{t(T.title)}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t(T.intro)}</p>
      {allowance.data && !blocked && (
        <div className="mt-3 max-w-2xl">
          <PhotoCapLine allowance={allowance.data} />
        </div>
      )}
      {blocked ? (
        <div className="mt-6">
          <VerifyToImport allowance={allowance.data!} userId={userId} PhoneVerification={PhoneVerification} />
        </div>
      ) : (
        <CurrentStep imp={imp} />
      )}
    </Container>
  );
}

function CurrentStep({ imp }: { imp: ReturnType<typeof useListingImport> }) {
  return (
    <>
      <div className="mt-6 mb-6">
        <ImportSteps current={imp.step} />
      </div>
      {imp.step === "upload" && (
        <UploadStep
          reading={imp.reading}
          error={imp.fileError}
          fileName={imp.fileName}
          onFile={(f) => void imp.chooseFile(f)}
          feedError={imp.feedError}
          onFeed={(url) => void imp.chooseFeed(url)}
        />
      )}
      {imp.step === "mapping" && imp.table && (
        <MappingStep
          table={imp.table}
          fileName={imp.fileName}
          mapping={imp.mapping}
          onChange={imp.setMapping}
          onBack={imp.restart}
          onNext={() => void imp.confirmMapping()}
        />
      )}
      {imp.step === "preview" && <PreviewStep imp={imp} />}
      {imp.step === "report" && <ReportStep results={imp.results} fileName={imp.fileName} onRestart={imp.restart} />}
    </>
  );
}

function AgentsOnly() {
  const t = useText();
  const messageIn = useMessageIn();
  return (
    <Container className="max-w-xl py-16 text-center">
      <PageHead title={t(T.pageTitle)} noindex />
      <h1 className="text-2xl font-semibold text-slate-900">{messageIn(LISTING_MESSAGES.agentsOnly)}</h1>
      <p className="mt-2 text-slate-600">{t(T.agentsOnlyNote)}</p>
      <Link to="/" className={buttonClasses("primary", "md") + " mt-6"}>
        {t(T.searchProperties)}
      </Link>
    </Container>
  );
}
