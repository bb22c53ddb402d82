import { Trans } from '@lingui/react/macro';
import { AwardIcon } from '#web/components/icons';
import './messages';

/** Decorative editor window with a first program and its output. */
export function CodeWindow() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg">
      <div className="bg-brand-950 overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-slate-900/30 ring-white/10">
        <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
          <span className="size-3 rounded-full bg-rose-400" />
          <span className="bg-accent-400 size-3 rounded-full" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <code className="ml-3 rounded-md bg-white/10 px-2.5 py-0.5 font-mono text-xs text-slate-300">
            hello.py
          </code>
        </div>
        <pre className="overflow-hidden px-5 py-5 font-mono text-[13px] leading-6 text-slate-200 sm:text-sm">
          <code>
            <span className="text-brand-300">def</span>{' '}
            <span className="text-accent-300">greet</span>(name):{'\n'}
            {'    '}
            <span className="text-brand-300">return</span>{' '}
            <span className="text-emerald-300">
              f&quot;Hello, {'{'}name{'}'}!&quot;
            </span>
            {'\n\n'}
            <span className="text-brand-300">for</span> student{' '}
            <span className="text-brand-300">in</span> [
            <span className="text-emerald-300">&quot;Asha&quot;</span>,{' '}
            <span className="text-emerald-300">&quot;Ravi&quot;</span>]:{'\n'}
            {'    '}print(<span className="text-accent-300">greet</span>(student))
          </code>
        </pre>
        <div className="border-t border-white/10 bg-black/20 px-5 py-4 font-mono text-[13px] leading-6 text-emerald-300 sm:text-sm">
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a command in the code sample */}
          <kbd className="block text-slate-400">$ python hello.py</kbd>
          <samp className="block">Hello, Asha!</samp>
          <samp className="block">Hello, Ravi!</samp>
        </div>
      </div>
      <div className="absolute -top-7 -right-6 hidden items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 shadow-slate-900/10 ring-slate-100 sm:flex">
        <span className="bg-accent-300/40 text-brand-800 rounded-xl p-2">
          <AwardIcon className="size-6" />
        </span>
        <span className="text-sm leading-tight">
          <span className="text-ink block font-bold">
            <Trans>Certified courses</Trans>
          </span>
          <span className="text-slate-500">
            <Trans>verifiable online</Trans>
          </span>
        </span>
      </div>
    </div>
  );
}
