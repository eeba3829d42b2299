import { configure } from '@testing-library/dom';

// Component tests wait for what a render shows (`findBy…`, `waitFor`). Testing Library gives up after
// 1 s by default, which a render reaches on this 2-core machine when the whole unit suite runs in
// parallel beside other work (`admin.orders.test.tsx` failed so twice). A wait still ends as soon as
// the element is there: this only moves when a missing one is declared missing.
configure({ asyncUtilTimeout: 5000 });
