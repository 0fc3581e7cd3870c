import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { ROLE_TEXT } from "@domain/auth/auth-text";
import { DASHBOARD_TEXT as T } from "@domain/dashboard/dashboard-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { TileIcon } from "@web/components/content/icon-tile-grid";
import { Avatar } from "@web/components/ui/avatar";
import { Container } from "@web/components/ui/container";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { NEXT_STEPS, type NextStep } from "../next-steps";
import { PageHead } from "@web/components/page-head";

/** The greeting: avatar, first name, role and e-mail (`compact` above the agent's tabs). */
export function DashboardHeader({ compact = false }: { compact?: boolean }) {
  const { user } = useAuth();
  const lang = useLang();
  if (!user) return null; // the route guard only renders this for a signed-in person
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <>
      <PageHead title={T.pageTitle[lang]} />
      <section aria-labelledby="dashboard-title" className="border-b border-slate-200 bg-slate-50">
        <Container className={cn("flex items-center gap-4 sm:gap-5", compact ? "py-8 sm:py-10" : "py-10 sm:py-12")}>
          <Avatar name={user.name} src={user.avatar} className="size-14 text-lg sm:size-16 sm:text-xl" />
          <div className="min-w-0">
            <h1 id="dashboard-title" className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
              {T.hello[lang](firstName)}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
              <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-sm font-semibold text-primary-900">
                {ROLE_TEXT[user.role][lang].label}
              </span>
              <span className="min-w-0 truncate text-sm">{user.email}</span>
            </p>
          </div>
        </Container>
      </section>
    </>
  );
}

/** "¿Qué quieres hacer hoy?": what the person's role can do next, as cards. */
export function NextSteps() {
  const { user } = useAuth();
  const lang = useLang();
  if (!user) return null;
  const { intro, steps } = NEXT_STEPS[user.role];

  return (
    <section aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="text-xl font-semibold text-slate-900">
        {T.whatToday[lang]}
      </h2>
      <p className="mt-1.5 max-w-2xl text-slate-600">{intro[lang]}</p>
      <ul className={cn("mt-6 grid gap-4 sm:grid-cols-2 lg:gap-6", steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
        {steps.map((step) => (
          <NextStepCard key={step.to} step={step} />
        ))}
      </ul>
    </section>
  );
}

const coverClasses =
  "rounded-sm text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600";

function NextStepCard({ step: { Icon, words, to } }: { step: NextStep }) {
  const lang = useLang();
  const { title, text } = words[lang];
  return (
    <li className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover sm:p-6">
      <TileIcon Icon={Icon} />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">
        <Link to={to} className={coverClasses}>
          {title}
        </Link>
      </h3>
      <p className="mt-1.5 flex-1 text-slate-600">{text}</p>
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-700">
        {T.goNow[lang]}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </li>
  );
}
