import { createContext } from 'react';
import type { Row } from '../../../../engine/rows';

/**
 * The rows of the order table a cell sits in: cells computed from or acting on their whole row (合計, 利用日)
 * read it here, since rjsf hands a cell only its own value.
 */
export const OrderRowsContext = createContext<Row[]>([]);
