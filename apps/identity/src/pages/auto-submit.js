// Submits the form named by data-form as soon as the page loads (used by the sign-out step).
const script = document.currentScript;
const form = script && document.getElementById(script.getAttribute("data-form"));
if (form) form.submit();
