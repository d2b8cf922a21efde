import type { FastifyPluginAsync } from 'fastify';
import { currentStaff } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { searchPostcode } from '../postcode/search';
import { notSignedIn } from '../replies';
import { asRecord, asText } from '../values';

/**
 * `GET customers/getSearchByPostcode?zipcode=` (000 §7, 002 §7): the addresses of a postcode from Japan
 * Post's data, for every form's postcode search. An unknown or malformed code answers an empty list,
 * which the screen shows as `郵便番号が無効です。`.
 */
export const postcodeRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.get('/customers/getSearchByPostcode', async (request, reply) => {
    if (!(await currentStaff(db, request))) return refuse(reply, notSignedIn);
    const postcodeDatas = await searchPostcode(asText(asRecord(request.query).zipcode));
    return { result_code: 2000, result_message: { postcodeDatas } };
  });
};
