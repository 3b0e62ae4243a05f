export const id = 832;
export const ids = [832];
export const modules = {

/***/ 58451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  builders: () => (/* binding */ builders)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/iso.js
var iso_namespaceObject = {};
__webpack_require__.r(iso_namespaceObject);
__webpack_require__.d(iso_namespaceObject, {
  ZodISODate: () => (schemas/* ZodISODate */.Brp),
  ZodISODateTime: () => (schemas/* ZodISODateTime */.You),
  ZodISODuration: () => (schemas/* ZodISODuration */.$A2),
  ZodISOTime: () => (schemas/* ZodISOTime */.WV4),
  date: () => (date),
  datetime: () => (datetime),
  duration: () => (duration),
  time: () => (time)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return api/* _isoDate */.db(schemas/* ZodISODate */.Brp, params);
}
function time(params) {
    return api/* _isoTime */.Kn(schemas/* ZodISOTime */.WV4, params);
}
function duration(params) {
    return api/* _isoDuration */.f2(schemas/* ZodISODuration */.$A2, params);
}

// EXTERNAL MODULE: ./.build/core/zod-slot.js
var zod_slot = __webpack_require__(41194);
;// CONCATENATED MODULE: ./.build/core/zod-builders.js
/**
 * Loads zod for the core's schemas (see zod.ts): importing this module is what makes them usable.
 * The builders are named one by one so that a bundle leaves out the rest of zod (its messages in
 * other languages are half of it); a schema that needs another builder adds it here.
 */


const builders = {
    array: schemas/* array */.YOg,
    boolean: schemas/* boolean */.zMY,
    discriminatedUnion: schemas/* discriminatedUnion */.gMt,
    enum: schemas/* enum */.k5n,
    iso: iso_namespaceObject,
    lazy: schemas/* lazy */.RZV,
    literal: schemas/* literal */.euz,
    null: schemas/* null */.chJ,
    number: schemas/* number */.aig,
    record: schemas/* record */.g1P,
    strictObject: schemas/* strictObject */.rej,
    string: schemas/* string */.YjP,
    union: schemas/* union */.KCZ,
    unknown: schemas/* unknown */.L5J,
};
(0,zod_slot/* useBuilders */.s)(builders);


/***/ })

};
