import { useEffect, useEffectEvent, useRef } from 'react';
import { itemIsPending, nextReportCheckIn, proofOfFundsEndpoints, type LinkedItem } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';

interface ReportCheck {
  callsMade: number;
  stopped: boolean;
  timer?: ReturnType<typeof setTimeout>;
  controller: AbortController;
}

export interface ReportChecksOptions {
  /** The person may ask for reports ("create Plaid report" needs plaid.write). */
  enabled: boolean;
  /** A report became ready. */
  onReady(): void;
}

/**
 * "A linked item is pending while its date_last_updated is null; the page then requests its report" (spec 002 §2.3),
 * with the report kept among the documents (`save_to_contacts`). A pending report is asked for at once, then again on
 * the contract's schedule (`nextReportCheckIn`: every 6000 ms, at most 6 calls), each report once per visit of the
 * page; a failed call counts as one. Everything stops when the page goes.
 */
export function useReportChecks(userId: number, items: readonly LinkedItem[] | undefined, { enabled, onReady }: ReportChecksOptions) {
  const portal = usePortal();
  const checks = useRef(new Map<string, ReportCheck>());

  const reportReady = useEffectEvent(onReady);

  const check = useEffectEvent(async (reportId: string, report: ReportCheck) => {
    report.callsMade += 1;
    let status: 'pending' | 'ready' | 'failed';
    try {
      ({ status } = await portal.api.call(
        proofOfFundsEndpoints.assetReport,
        { params: { id: userId }, body: { asset_report_id: reportId, save_to_contacts: true } },
        { signal: report.controller.signal },
      ));
    } catch {
      status = 'failed';
    }
    if (report.stopped) return;
    if (status === 'ready') {
      report.stopped = true;
      reportReady();
      return;
    }
    const wait = nextReportCheckIn(report.callsMade);
    if (wait === null) {
      report.stopped = true;
      return;
    }
    report.timer = setTimeout(() => void check(reportId, report), wait);
  });

  useEffect(() => {
    if (!enabled || !items) return;
    for (const item of items) {
      const reportId = item.asset_report_id;
      if (!reportId || !itemIsPending(item) || checks.current.has(reportId)) continue;
      const report: ReportCheck = { callsMade: 0, stopped: false, controller: new AbortController() };
      checks.current.set(reportId, report);
      void check(reportId, report);
    }
  }, [enabled, items]);

  useEffect(() => {
    const running = checks.current;
    return () => {
      for (const report of running.values()) {
        report.stopped = true;
        clearTimeout(report.timer);
        report.controller.abort();
      }
      running.clear();
    };
  }, []);
}
