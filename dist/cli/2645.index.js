export const id = 2645;
export const ids = [2645];
export const modules = {

/***/ 92645:
/***/ ((module) => {

module.exports = eval("require")("kerberos");


/***/ })

};
