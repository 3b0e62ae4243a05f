export const id = 645;
export const ids = [645];
export const modules = {

/***/ 92645:
/***/ ((module) => {

module.exports = eval("require")("kerberos");


/***/ })

};
