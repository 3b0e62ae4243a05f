export const id = 50;
export const ids = [50];
export const modules = {

/***/ 98050:
/***/ ((module) => {

module.exports = eval("require")("kerberos");


/***/ })

};
