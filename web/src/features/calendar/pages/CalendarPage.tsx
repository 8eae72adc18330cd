import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCalendar } from '../api/get-calendar';
import { BUSYNESS_ORDER } from '../busyness';
import { monthOf, sameDayIn, shiftMonth, todayInQuebec } from '../calendar-grid';
import { AddSlotForm } from '../components/AddSlotForm';
import { BlocksList } from '../components/BlocksList';
import { DayDetails } from '../components/DayDetails';
import { FeedSection } from '../components/FeedSection';
import { CalendarSubscriptionsSection } from '../components/CalendarSubscriptionsSection';
import { GoogleCalendarSection } from '../components/GoogleCalendarSection';
import { MonthGrid } from '../components/MonthGrid';
import { useDateFormat } from '../use-date-format';
import '../calendar.css';

/** /profile/calendar (cleaners only): the month view, the selected day, adding slots and calendar sync (Google Calendar, the private feed, ICS subscriptions). */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  usePageTitle(t('title'));
  const format = useDateFormat();
  const [selected, setSelected] = useState(() => todayInQuebec());
  const [focusSelected, setFocusSelected] = useState(false);
  const month = monthOf(selected);
  const calendar = useCalendar(month);

  const select = (date: string, fromKeyboard: boolean) => {
    setSelected(date);
    setFocusSelected(fromKeyboard);
  };
  const switchMonth = (delta: number) => select(sameDayIn(selected, shiftMonth(month, delta)), false);
  const day = calendar.data?.days.find((d) => d.date === selected);

  return (
    <div className="container calendar-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <section className="card calendar-month" aria-labelledby="calendar-month-title">
        <div className="calendar-month__header">
          <button type="button" className="btn btn--secondary" onClick={() => switchMonth(-1)}>
            <span aria-hidden="true">‹ </span>
            {t('month.previous')}
          </button>
          <h2 id="calendar-month-title" aria-live="polite">
            {format.month(month)}
          </h2>
          <button type="button" className="btn btn--secondary" onClick={() => switchMonth(1)}>
            {t('month.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <p className="field__hint">{t('month.keyboardHint')}</p>
        {calendar.isPending ? (
          <PageLoading />
        ) : calendar.isError ? (
          <div className="notice notice--error" role="alert">
            <p>{t('loadFailed')}</p>
            <button type="button" className="btn btn--secondary" onClick={() => void calendar.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <>
            <MonthGrid month={month} days={calendar.data.days} today={calendar.data.today} selected={selected} focusSelected={focusSelected} onSelect={select} />
            <p className="field__hint">{t('month.horizon', { date: format.long(calendar.data.horizonEnd) })}</p>
          </>
        )}
        <div className="calendar-legend">
          <h3 className="calendar-legend__title">{t('legend')}</h3>
          <ul className="calendar-legend__list">
            {BUSYNESS_ORDER.map((b) => (
              <li key={b} className={`calendar-legend__item month-grid__cell--${b}`}>
                {t(`busyness.${b}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="calendar-page__columns">
        <DayDetails date={selected} day={day} />
        <AddSlotForm selectedDate={selected} />
      </div>
      <BlocksList />
      <GoogleCalendarSection />
      <FeedSection />
      <CalendarSubscriptionsSection />
    </div>
  );
}
