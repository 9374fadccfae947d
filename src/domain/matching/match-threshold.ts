/**
 * Below this score a GF line gets no catalog product: the app falls back to the default comparison price and shows
 * it as an estimate, rather than claim against a product that is probably not comparable.
 *
 * How it was chosen (data/matching/README.md): on the tuning two thirds of data/matching/labelled-gf-lines.csv
 * (188 lines, 15 of them with no fair regular product), top-1 accuracy is at its maximum (179/188) for every
 * threshold from 0.325 to 0.375: below that, lines with no fair product start to get one (an oat drink 0.32, potato
 * chips 0.31, vanilla icing 0.31); above it, correct but weakly worded matches are lost (GF HONEY NUT O'S 0.38,
 * GF POPCORN CHICKEN 0.41). 0.35 is the middle of that range. It was then checked, not tuned, on the held-out third.
 * `npm run bench:match -- --sweep` prints accuracy by threshold; re-choose it whenever the weights change.
 */
export const MIN_MATCH_SCORE = 0.35;
