import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Términos y condiciones',
  description:
    'Las normas para usar el mercado PickBazar y comprar en sus tiendas: pedidos, precios, pago, entrega, devoluciones, cuentas y opiniones.',
  updated: 'Última actualización: 2 de marzo de 2026',
  sections: [
    {
      id: 'about',
      title: 'Sobre estos términos',
      blocks: [
        'Estos términos se aplican cuando usas la web de PickBazar o compras en las tiendas que venden en ella. PickBazar gestiona el mercado; cada producto lo vende la tienda independiente que figura en su página (el «vendedor»). Al hacer un pedido aceptas estos términos, así que te pedimos que los leas con atención.',
      ],
    },
    {
      id: 'orders',
      title: 'Pedidos y contratos',
      blocks: [
        'Cuando confirmas tu pedido te enviamos una confirmación con un número de seguimiento. El contrato de compra de cada producto se celebra con el vendedor que lo vende; PickBazar cobra en su nombre y se encarga de la atención al cliente.',
        'Un vendedor puede rechazar un pedido, por ejemplo si un producto se ha agotado o un precio era claramente erróneo. En ese caso te avisamos enseguida y te devolvemos lo que hayas pagado por él.',
      ],
    },
    {
      id: 'prices',
      title: 'Precios y pago',
      blocks: [
        {
          list: [
            'Los precios se muestran en dólares estadounidenses y pueden cambiar en cualquier momento; pagas el precio que figura en tu carrito al confirmar.',
            'Los impuestos y los gastos de envío se muestran antes de confirmar. El envío es gratis a partir de 50 $ y cuesta 4,99 $ en los demás casos.',
            'Puedes pagar con tarjeta al hacer el pedido o en efectivo al recibirlo. Stripe procesa los pagos con tarjeta de forma segura.',
            'Se puede usar un cupón por pedido, en las condiciones indicadas en la [página de ofertas](/offers). Los cupones no se pueden canjear por dinero.',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Entrega',
      blocks: [
        'Entregamos en la franja que elijas, dentro de las zonas que cubre cada vendedor. Los plazos son orientativos: si hay un retraso, te avisaremos lo antes posible. El riesgo sobre los productos pasa a ti en el momento de la entrega. Consulta la [información de entrega](/delivery).',
      ],
    },
    {
      id: 'returns',
      title: 'Devoluciones y reembolsos',
      blocks: [
        'Puedes devolver los productos que lo admitan según nuestra [política de devoluciones](/return). Esto no limita tus derechos legales cuando un producto es defectuoso o no se corresponde con su descripción.',
      ],
    },
    {
      id: 'digital',
      title: 'Libros electrónicos y productos digitales',
      blocks: [
        'Al comprar un libro electrónico recibes una licencia personal para leerlo en tus propios dispositivos. No puedes copiarlo, compartirlo ni revenderlo. Los enlaces de descarga son de uso personal y caducan al poco tiempo.',
      ],
    },
    {
      id: 'accounts',
      title: 'Tu cuenta',
      blocks: [
        'Guarda bien tu contraseña y avísanos enseguida si crees que otra persona está usando tu cuenta. Debes tener al menos 16 años para abrir una cuenta. Podemos suspender las cuentas que se usen para fraudes, abusos o para incumplir estos términos.',
      ],
    },
    {
      id: 'reviews',
      title: 'Opiniones, preguntas y otros contenidos',
      blocks: [
        'Las opiniones y preguntas deben ser sinceras y referirse al producto. No publiques nada ilegal, ofensivo ni publicitario. Lo que escribes sigue siendo tuyo, pero nos autorizas a mostrarlo en PickBazar. Podemos retirar el contenido que incumpla estas normas, y puedes denunciar cualquier opinión abusiva.',
      ],
    },
    {
      id: 'liability',
      title: 'Nuestra responsabilidad',
      blocks: [
        'Cuidamos de que la web esté disponible y sea correcta, pero no podemos garantizar que funcione siempre sin interrupciones ni errores. Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar. Por lo demás, nuestra responsabilidad y la de los vendedores por un pedido se limita al importe que pagaste por él.',
      ],
    },
    {
      id: 'law',
      title: 'Cambios y legislación aplicable',
      blocks: [
        'Podemos actualizar estos términos; se aplica la versión vigente cuando haces tu pedido. Estos términos se rigen por las leyes del estado de Nueva York, sin perjuicio de las normas imperativas de protección al consumidor del lugar donde vives. ¿Dudas? [Escríbenos](/contact).',
      ],
    },
  ],
};

export default content;
