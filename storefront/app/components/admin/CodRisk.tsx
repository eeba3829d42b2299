import { Form } from '@remix-run/react';
import type { CodRiskJson } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { codRiskMessages } from '~/i18n/catalogues/cod-risk';
import { useFormat } from '~/i18n/format';
import { useMessages } from '~/i18n/messages';
import { usePath } from '~/i18n/locale';
import * as styles from '~/routes/admin.css';

type Risk = CodRiskJson['risks'][number];

/**
 * An admin order card's cash-on-delivery history: the order's mobile number's and account's orders
 * placed, delivered and refused, whether the number is blocked, and the button that lifts the block
 * or puts it back (a plain form to /admin/cod-rules, which comes back to `back`).
 */
export function CodRisk({ risk, back }: { risk: Risk; back: string }) {
  const t = useMessages(codRiskMessages);
  const format = useFormat();
  const path = usePath();
  const history = (counts: Risk['counts']) => t.history(format.number(counts.placed), format.number(counts.delivered), format.number(counts.refused));
  const showButton = risk.blocked || risk.lifted;
  return (
    <>
      <p className={styles.orderLine}>
        {t.thisNumber}: {history(risk.counts)}
        {risk.account ? (
          <>
            {' · '}
            {t.thisAccount}: {history(risk.account)}
          </>
        ) : null}
        {risk.blocked ? <strong> · {t.blocked}</strong> : risk.lifted ? <> · {t.blockLifted}</> : null}
      </p>
      {showButton ? (
        <Form method="post" action={path('/admin/cod-rules')}>
          <input type="hidden" name="intent" value="lift" />
          <input type="hidden" name="mobile" value={risk.mobileNumber} />
          <input type="hidden" name="back" value={back} />
          <Button type="submit" name="lifted" value={risk.blocked ? 'true' : 'false'} variant="secondary">
            {risk.blocked ? t.lift : t.putBack}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
