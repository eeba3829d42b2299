import { useEffect, useRef, type ReactNode } from 'react';
import { formatNumber, type FitResult, type Locale, type Measurement, type Reading, type SizeChartJson } from '@pointe/config';
import { sizeGuideMessages, type SizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { useLocale } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import type { SizeGuideAnswer } from '~/models/size-guide';
import { Button } from '~/components/ui/Button';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { TextField } from '~/components/ui/TextField';
import * as styles from './SizeGuide.css';

/** The answer's element: the guide's page is sent to it as an anchor, so she lands on her size. */
export const SIZE_ANSWER_ID = 'size-answer';

/** The form element to send "Find my size" with: Remix's Form on the guide's page, a fetcher's in the dialog. */
export type SizeGuideForm = (props: { method: 'get'; action: string; className?: string; preventScrollReset?: boolean; children: ReactNode }) => ReactNode;

interface SizeGuideProps {
  answer: SizeGuideAnswer;
  /** The guide's page: where "Find my size" is sent. */
  action: string;
  FormComponent: SizeGuideForm;
  /** The product page with a size chosen (only sizes in stock get a link). */
  chooseHref: (size: string) => string;
  pickableSizes: readonly string[];
  /** Called when she follows "Choose size" (the dialog closes). */
  onChoose?: () => void;
}

/**
 * The size chart of a product and its "Find my size" form, with the answer when she asked: the same
 * on the guide's own page (without JavaScript) and in the product page's dialog.
 */
export function SizeGuide({ answer, action, FormComponent, chooseHref, pickableSizes, onChoose }: SizeGuideProps) {
  const text = useMessages(sizeGuideMessages);
  const locale = useLocale();
  const { chart } = answer;
  const answerBox = useRef<HTMLDivElement>(null);
  // In the dialog the answer comes below the form, often under the fold: bring it into view.
  useEffect(() => {
    if (answer.result) answerBox.current?.scrollIntoView({ block: 'nearest' });
  }, [answer.result]);
  if (!chart) return <p>{text.noChart}</p>;
  const recommended = answer.result && 'size' in answer.result ? answer.result.size : undefined;
  return (
    <div className={styles.guide}>
      <SizeChart chart={chart} recommended={recommended} />
      <FormComponent method="get" action={action} className={styles.form} preventScrollReset>
        <h2 className={styles.heading}>{text.findMySize}</h2>
        <p className={styles.intro}>{text.findMySizeIntro}</p>
        <div className={styles.fields}>
          {chart.measurements.map((measurement) => (
            <TextField
              key={measurement}
              label={text.inCentimetres(text.measurements[measurement])}
              name={measurement}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              defaultValue={answer.values[measurement] ?? ''}
              description={measurement === 'girth' ? text.girthHint : measurement === 'footLength' ? text.footLengthHint : undefined}
              errorMessage={answer.errors[measurement]}
            />
          ))}
        </div>
        {/* Never disabled while an answer is on its way: a focused button that turns disabled drops her focus out of the dialog. */}
        <Button type="submit" variant="secondary">
          {text.findMySize}
        </Button>
      </FormComponent>
      <div role="status" id={SIZE_ANSWER_ID} ref={answerBox} className={styles.answer} hidden={!answer.result}>
        {answer.result ? (
          <FitAnswer result={answer.result} text={text} locale={locale} chooseHref={chooseHref} pickableSizes={pickableSizes} onChoose={onChoose} />
        ) : null}
      </div>
    </div>
  );
}

function SizeChart({ chart, recommended }: { chart: SizeChartJson; recommended: string | undefined }) {
  const text = useMessages(sizeGuideMessages);
  const shopText = useMessages(shopMessages);
  const locale = useLocale();
  const title = locale === 'ar' && chart.titleAr ? chart.titleAr : chart.title;
  const notes = locale === 'ar' && chart.notesAr ? chart.notesAr : chart.notes;
  return (
    <>
      {/* Focusable so a keyboard can scroll a chart wider than a phone. */}
      <div className={styles.tableScroll} role="region" aria-label={title} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${styles.cell} ${styles.headCell}`}>
                {text.size}
              </th>
              {chart.measurements.map((measurement) => (
                <th key={measurement} scope="col" className={`${styles.cell} ${styles.headCell}`}>
                  {text.inCentimetres(text.measurements[measurement])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size} className={row.size === recommended ? styles.recommendedRow : undefined}>
                <th scope="row" className={styles.cell}>
                  {sizeLabel(row.size, shopText)}
                </th>
                {chart.measurements.map((measurement) => {
                  const range = row.ranges[measurement];
                  return (
                    <td key={measurement} className={styles.cell}>
                      {range ? text.range(formatNumber(range.min, locale), formatNumber(range.max, locale)) : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes ? <p className={styles.notes}>{notes}</p> : null}
    </>
  );
}

function FitAnswer({ result, text, locale, chooseHref, pickableSizes, onChoose }: {
  result: FitResult;
  text: SizeGuideMessages;
  locale: Locale;
  chooseHref: (size: string) => string;
  pickableSizes: readonly string[];
  onChoose?: () => void;
}) {
  const shopText = useMessages(shopMessages);
  const size = (value: string) => sizeLabel(value, shopText);
  const name = (measurement: Measurement) => text.measurements[measurement];
  if (result.kind === 'noMeasurements') {
    const list = result.chartMeasurements.map((measurement) => name(measurement).toLocaleLowerCase(locale)).join(text.listSeparator);
    return <p className={styles.line}>{text.noMeasurements(list)}</p>;
  }
  const readings = (
    <ul className={styles.readings}>
      {result.readings.map((reading) => (
        <li key={reading.measurement}>{readingText(reading, text, locale, size)}</li>
      ))}
    </ul>
  );
  if (result.kind === 'outsideChart') {
    return (
      <>
        <p className={styles.answerSize}>{text.outsideChart}</p>
        {readings}
      </>
    );
  }
  const between = result.kind === 'betweenSizes' ? result.sizes : [];
  const sizesText =
    between.length === 2 ? text.sizesAnd(size(between[0]!), size(between[1]!)) : between.map(size).join(text.listSeparator);
  return (
    <>
      <p className={styles.answerSize}>{text.yourSize(size(result.size))}</p>
      {result.kind === 'fits' ? (
        <p className={styles.line}>{text.fitsAll}</p>
      ) : (
        <>
          <p className={styles.line}>{text.betweenSizes(sizesText)}</p>
          <p className={styles.line}>{result.decidedBy ? text.decidedByKey(name(result.decidedBy)) : text.decidedByLargest}</p>
        </>
      )}
      {readings}
      {pickableSizes.includes(result.size) ? (
        <ButtonLink to={chooseHref(result.size)} variant="primary" preventScrollReset replace onClick={onChoose}>
          {text.chooseSize(size(result.size))}
        </ButtonLink>
      ) : null}
    </>
  );
}

function readingText(reading: Reading, text: SizeGuideMessages, locale: Locale, size: (value: string) => string): string {
  const measurement = text.measurements[reading.measurement];
  const value = formatNumber(reading.value, locale);
  switch (reading.kind) {
    case 'within':
      return text.readingWithin(measurement, value, size(reading.size));
    case 'between':
      return text.readingBetween(measurement, value, size(reading.smaller), size(reading.larger));
    case 'below':
      return text.readingBelow(measurement, value, size(reading.smallest), formatNumber(reading.min, locale));
    case 'above':
      return text.readingAbove(measurement, value, size(reading.largest), formatNumber(reading.max, locale));
  }
}
