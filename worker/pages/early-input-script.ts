import { APP_READY_ATTRIBUTE, EARLY_INPUT_GLOBAL, EARLY_INPUT_HELD_ATTRIBUTE } from "../../domain/pages/page-document";

/**
 * The first script of every page the worker renders, inline in its head so it runs before
 * anything can be tapped. A rendered page is readable long before the app's code has arrived
 * and hydrated it; until then (no `data-app-ready` on <html>) this script:
 *
 * - holds a tap on a control that only the app can answer (a button, a toggle, a tab, a
 *   label, a form's submission): the browser's own action is prevented, the element is
 *   marked busy (`aria-busy`, and `data-early-held`, which styles.css shows as working) and
 *   queued once, however often it is tapped; web/src/app/early-input-replay.ts clicks it
 *   again once the app is ready;
 * - lets links navigate, text fields take focus and letters, a <details> open and a button
 *   with an invoker command (`commandfor`: it opens or closes a <dialog> in the page, such as
 *   the phone menu or a listing's message form) act by themselves; the letters each field
 *   holds are noted (`typed`), since hydration puts a <textarea> back to its text, and the
 *   app picks them up when it hydrates;
 * - tells web/src/boot.ts, through `wake`, that the visitor has acted (a touch, a click, a key,
 *   focus, the mouse moved or the wheel turned), so the code runs now.
 *
 * It is plain JavaScript in a string, sent as it is: the Content-Security-Policy allows it
 * by its SHA-256 (EARLY_INPUT_SCRIPT_HASH, checked against the text by a unit test).
 */
export const EARLY_INPUT_SCRIPT = `(function(){
var d=document,root=d.documentElement,queue=[],typed=new Map(),early={queue:queue,typed:typed,woken:false,onWake:null};
window.${EARLY_INPUT_GLOBAL}=early;
function ready(){return root.hasAttribute("${APP_READY_ATTRIBUTE}")}
function wake(){if(!early.woken){early.woken=true;if(early.onWake)early.onWake()}}
function hold(event,element){event.preventDefault();event.stopPropagation();
if(queue.indexOf(element)<0){queue.push(element);element.setAttribute("aria-busy","true");element.setAttribute("${EARLY_INPUT_HELD_ATTRIBUTE}","")}}
var own=/^(checkbox|radio|submit|button|image|reset|file)$/;
d.addEventListener("click",function(event){if(ready())return;wake();
var t=event.target,el=t&&t.closest&&t.closest("a[href],button,[role=button],[role=switch],[role=tab],[role=checkbox],[role=menuitem],[role=option],label,input,select,textarea");
if(!el||el.tagName==="A"||el.hasAttribute("commandfor")||el.tagName==="SELECT"||el.tagName==="TEXTAREA"||(el.tagName==="INPUT"&&!own.test(el.type)))return;
if(el.tagName==="LABEL"&&el.control&&!(el.control.tagName==="INPUT"&&own.test(el.control.type)))return;
hold(event,el)},true);
d.addEventListener("input",function(event){var t=event.target;if(!ready()&&t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"))typed.set(t,t.value)},true);
d.addEventListener("submit",function(event){if(ready())return;wake();hold(event,event.target)},true);
["pointerdown","pointermove","touchstart","wheel","keydown","focusin"].forEach(function(type){d.addEventListener(type,function(){if(!ready())wake()},{capture:true,passive:true})});
})();`;

/** The CSP source that allows EARLY_INPUT_SCRIPT; a unit test fails when the two disagree. */
export const EARLY_INPUT_SCRIPT_HASH = "'sha256-CPMOlL4W65ieK/K6T006sMeu/SWEL6GqGnqEVVmEw/w='";
