export const id = 8050;
export const ids = [8050];
export const modules = {

/***/ 98050:
/***/ ((module) => {

module.exports = eval("require")("kerberos");


/***/ })

};
