// /applications (issue 33), for a signed-in student (the guard sends anyone else to log in and back):
// each application's next due step on top, then a board by stage (a list on a phone), and one
// application's detail with its checklist. `?start=<programme id>` (the shortlist's and programme
// pages' "Start an application") asks the home country once, starts the application and opens it.
import { useCallback, useEffect, useState } from 'react';
import { type ApplicationRow, readApplications, startApplication } from '../lib/applications';
import { homeCountryOf } from '../lib/home-country';
import { nationalityOf } from '../lib/nationality';
import { errorMessage, toastError } from '../lib/notices';
import { ApplicationDetail } from '../react/applications/ApplicationDetail';
import { Board, NextDueList } from '../react/applications/Board';
import { HomeCountryPrompt } from '../react/applications/HomeCountryPrompt';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Spinner } from '../react/Spinner';
import { useGuard } from '../react/useGuard';

const START_FAILED = { title: 'The application could not be started' };

function readParam(name: string): number | null {
  const value = Number(new URLSearchParams(window.location.search).get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function setOpenInAddress(id: number | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete('start');
  if (id === null) url.searchParams.delete('open');
  else url.searchParams.set('open', String(id));
  window.history.replaceState(null, '', url);
}

export default withErrorBoundary(function Applications() {
  const session = useGuard();
  const [applications, setApplications] = useState<ApplicationRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [starting, setStarting] = useState<number | null>(null);
  const [askHome, setAskHome] = useState(false);
  const token = session?.access_token ?? '';
  const userId = session?.user.id ?? '';

  const reload = useCallback(async () => {
    if (!token) return;
    try {
      setApplications(await readApplications(token, userId));
    } catch {
      setFailed(true);
    }
  }, [token, userId]);

  const setOpen = useCallback((id: number | null) => {
    setOpenId(id);
    setOpenInAddress(id);
    window.scrollTo({ top: 0 });
  }, []);

  const start = useCallback(
    async (programId: number, homeCountry: string | null) => {
      setAskHome(false);
      try {
        const id = await startApplication(token, programId, homeCountry);
        await reload();
        setOpen(id);
      } catch (error) {
        toastError(START_FAILED, errorMessage(error));
        setOpenInAddress(null);
      } finally {
        setStarting(null);
      }
    },
    [token, reload, setOpen],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per session, reading the address then
  useEffect(() => {
    if (!session) return;
    void reload();
    const programId = readParam('start');
    setOpenId(readParam('open'));
    if (programId === null) return;
    setStarting(programId);
    const home = homeCountryOf(session.user.user_metadata);
    if (home) void start(programId, home);
    else setAskHome(true);
  }, [session?.user.id]);

  if (!session) return <Spinner label="Checking your session..." />;
  if (askHome && starting !== null) {
    return <HomeCountryPrompt onChosen={(country) => start(starting, country)} />;
  }
  if (failed) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        Your applications could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  if (applications === null || starting !== null) {
    return <Spinner label={starting !== null ? 'Starting your application...' : 'Loading your applications...'} />;
  }
  const open = applications.find((a) => a.id === openId);
  if (open) {
    return (
      <ApplicationDetail
        key={open.id}
        application={open}
        token={token}
        userId={userId}
        onBack={() => setOpen(null)}
        onChanged={reload}
        nationality={nationalityOf(homeCountryOf(session.user.user_metadata))}
      />
    );
  }
  if (applications.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <h2 className="text-xl font-semibold">No applications yet</h2>
        <p className="mt-2 text-slate-700">
          Start one from your shortlist or a programme's page: you get its checklist, built for your home country.
        </p>
        <a href="/shortlist" className="btn btn-primary mt-4">
          Go to my shortlist
        </a>
      </div>
    );
  }
  return (
    <div className="grid gap-10">
      <NextDueList applications={applications} onOpen={setOpen} />
      <Board applications={applications} onOpen={setOpen} />
    </div>
  );
});
