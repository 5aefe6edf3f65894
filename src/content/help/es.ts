import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Ayuda y preguntas frecuentes',
  description:
    'Respuestas sobre pedidos, plazos y gastos de envío, formas de pago, devoluciones, libros electrónicos, tu cuenta, nuestras tiendas y cupones.',
  sections: [
    {
      id: 'ordering',
      title: 'Pedidos',
      blocks: [
        {
          faq: [
            {
              question: '¿Cómo hago un pedido?',
              answer: [
                'Elige una tienda o una sección (supermercado, panadería, libros, maquillaje, ropa o bolsos), añade lo que necesites al carrito y ábrelo para pagar. Allí eliges la dirección de entrega, la franja horaria y la forma de pago, y confirmas.',
                'Recibirás al instante un número de seguimiento y un correo con el resumen de tu pedido.',
              ],
            },
            {
              question: '¿Puedo comprar en varias tiendas en un mismo pedido?',
              answer: [
                'Sí. Tu carrito admite productos de cualquiera de nuestras tiendas y pagas una sola vez. Cada tienda recibe su parte del pedido con su propio número de seguimiento, así que los paquetes pueden llegar con unos minutos de diferencia.',
              ],
            },
            {
              question: '¿Necesito una cuenta para comprar?',
              answer: [
                'No. Puedes comprar como invitado con tu correo electrónico y tu teléfono. Con una cuenta podrás seguir tus pedidos, guardar direcciones y tarjetas, tener una lista de deseos y volver a descargar tus libros electrónicos cuando quieras.',
              ],
            },
            {
              question: '¿Puedo modificar o cancelar un pedido?',
              answer: [
                'Mientras el pedido esté pendiente, [escríbenos](/contact) con el número de seguimiento y lo modificaremos o cancelaremos. Si la tienda ya ha empezado a prepararlo, ya no podemos detenerlo, pero podrás devolver después los artículos que lo admitan.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Entregas',
      blocks: [
        {
          faq: [
            {
              question: '¿Dónde hacéis entregas?',
              answer: [
                'Nuestras tiendas entregan en toda la ciudad de Nueva York y en Dubái. Al introducir tu dirección en el pago te mostramos qué tiendas llegan hasta ti. Los libros electrónicos se entregan como descarga, estés donde estés.',
              ],
            },
            {
              question: '¿Cuánto cuesta el envío?',
              answer: [
                'El envío es **gratis en pedidos de más de 50 $**. Por debajo de esa cantidad, el envío estándar cuesta **4,99 $** por pedido, sin importar de cuántas tiendas venga. Con un cupón de envío gratis no pagas gastos de envío en ningún pedido.',
              ],
            },
            {
              question: '¿Cuándo llegará mi pedido?',
              answer: [
                'Eliges la franja al pagar: entrega exprés en 90 minutos o bien por la mañana (8–11 h), a mediodía (11–14 h), por la tarde (14–17 h) o al final de la tarde (17–20 h). Tienes todos los detalles en [información de entrega](/delivery).',
              ],
            },
            {
              question: '¿Cómo sigo mi pedido?',
              answer: [
                'Si has iniciado sesión, abre [tus pedidos](/orders) para ver el estado de cada pedido y de la parte de cada tienda. Si compraste como invitado, usa el enlace del correo de confirmación.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Pago',
      blocks: [
        {
          faq: [
            {
              question: '¿Qué formas de pago aceptáis?',
              answer: [
                'Puedes pagar **con tarjeta** (Visa, Mastercard, American Express y otras habituales) al hacer el pedido, o elegir **pago contra reembolso** y pagar en efectivo al repartidor. Los libros electrónicos se pueden descargar en cuanto se confirma el pago, así que con tarjeta los tendrás antes.',
              ],
            },
            {
              question: '¿Es seguro pagar con tarjeta?',
              answer: [
                'Los pagos con tarjeta los gestiona nuestro proveedor de pagos, Stripe. El número de tu tarjeta va directamente a Stripe y nunca pasa por nuestros servidores. Si guardas una tarjeta, solo conservamos la marca, los cuatro últimos dígitos y la fecha de caducidad.',
              ],
            },
            {
              question: '¿Hay un pedido mínimo?',
              answer: [
                'El pedido mínimo es de 5 $ sin contar el envío. Verás los impuestos en el carrito antes de pagar.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: 'Devoluciones y reembolsos',
      blocks: [
        {
          faq: [
            {
              question: '¿Cómo devuelvo un producto?',
              answer: [
                'Abre el pedido en [tus pedidos](/orders), elige «Solicitar reembolso», cuéntanos qué ha pasado y añade una foto si ayuda. Los productos frescos deben notificarse en las 24 horas siguientes a la entrega; el resto puede devolverse en 14 días. Consulta todas las condiciones en la [política de devoluciones](/return).',
              ],
            },
            {
              question: '¿Cuándo recibiré mi dinero?',
              answer: [
                'Una vez aprobado el reembolso, los pagos con tarjeta vuelven a la misma tarjeta en un plazo de 5 a 10 días hábiles. Los pedidos contra reembolso se abonan en tu monedero de PickBazar o, si lo prefieres, por transferencia bancaria.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'digital',
      title: 'Libros electrónicos y descargas',
      blocks: [
        {
          faq: [
            {
              question: '¿Cómo descargo un libro electrónico que he comprado?',
              answer: [
                'En cuanto se confirma el pago, el archivo aparece en [Descargas](/downloads), dentro de tu cuenta. Cada clic genera un enlace nuevo de un solo uso, así que puedes volver a descargar tu libro siempre que lo necesites.',
              ],
            },
            {
              question: 'Mi enlace de descarga no funciona. ¿Qué hago?',
              answer: [
                'Los enlaces de descarga solo sirven una vez y caducan a los diez minutos aproximadamente. Vuelve a [Descargas](/downloads) y haz clic de nuevo para obtener otro. Si el archivo está dañado, [escríbenos](/contact) y te lo cambiaremos o te devolveremos el dinero.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Tu cuenta',
      blocks: [
        {
          faq: [
            {
              question: '¿Cómo creo una cuenta?',
              answer: [
                'Elige «Registrarse» y date de alta con tu correo y una contraseña, con tu cuenta de Google o con tu número de móvil y un código de un solo uso que te enviamos por SMS. Las cuentas nuevas reciben puntos de bienvenida en su monedero.',
              ],
            },
            {
              question: 'He olvidado mi contraseña.',
              answer: [
                'En la ventana de inicio de sesión elige «¿Has olvidado tu contraseña?», escribe tu correo y te enviaremos un código para crear una nueva. Si te registraste con Google o con tu teléfono, simplemente vuelve a entrar de la misma forma.',
              ],
            },
            {
              question: '¿Por qué tengo que verificar mi correo electrónico?',
              answer: [
                'Enviamos por correo las novedades de tus pedidos, los reembolsos y los enlaces de descarga, así que necesitamos saber que la dirección es tuya. Haz clic en el enlace del mensaje que te enviamos; si no te ha llegado, puedes pedir otro desde tu cuenta.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'shops',
      title: 'Tiendas y vendedores',
      blocks: [
        {
          faq: [
            {
              question: '¿Quién vende los productos en PickBazar?',
              answer: [
                'Comercios independientes de barrio: fruterías y colmados, panaderías, una librería, un estudio de cosmética, un taller de confección y un artesano de bolsos en Nueva York y Dubái. Cada [tienda](/shops) decide su surtido y sus precios, prepara tu pedido y responde de sus productos. PickBazar se encarga de la web, los pagos y la atención al cliente.',
              ],
            },
            {
              question: 'No encuentro un producto. ¿Podéis conseguirlo?',
              answer: [
                'Cuéntanoslo en el [formulario de solicitud de productos](/product-request). Hacemos llegar cada solicitud a las tiendas que podrían tenerlo y te avisamos por correo si pasa a estar disponible.',
              ],
            },
            {
              question: '¿Cómo puede vender mi tienda en PickBazar?',
              answer: [
                'Las tiendas independientes de Nueva York y Dubái son bienvenidas. Escríbenos desde el [formulario de contacto](/contact) con el asunto «Nuevo vendedor», unas líneas sobre tu negocio y un enlace a tus productos.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'coupons',
      title: 'Cupones y ofertas',
      blocks: [
        {
          faq: [
            {
              question: '¿Cómo uso un cupón?',
              answer: [
                'Los códigos vigentes están en la [página de ofertas](/offers). Escribe el código en el campo de cupón al pagar y el descuento aparecerá en el resumen del pedido. Se puede usar un cupón por pedido.',
              ],
            },
            {
              question: '¿Por qué no se acepta mi cupón?',
              answer: [
                'Lo más habitual es que el cupón haya caducado o aún no esté activo, o que tu carrito no llegue al importe mínimo del cupón. Revisa las condiciones en la [página de ofertas](/offers).',
              ],
            },
          ],
        },
      ],
    },
  ],
};

export default content;
