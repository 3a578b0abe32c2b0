module.exports = { ...require('../tools/jest/web-project.js') };
