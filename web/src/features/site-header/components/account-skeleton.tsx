/** The account area while we learn whether someone is signed in: neither 'Ingresar' nor an avatar. */
export function AccountSkeleton() {
  return (
    <span className="flex min-h-11 items-center">
      <span aria-hidden="true" className="block h-10 w-10 animate-pulse rounded-full bg-slate-200/80 sm:w-24" />
    </span>
  );
}
